import { Link } from 'react-router';
import { Logo } from '../components/auth-layout.tsx';

export default function LandingScreen() {
  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-fuchsia-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Logo />
        <Link to="/signup" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">Започнете сега</Link>
      </header>
      <main id="hero" className="mx-auto max-w-4xl px-6 py-24 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">Видео реклами с AI, готови за минути</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">Опишете бизнеса си с две изречения. Reklamo пише рекламата и създава брандирано видео, готово за социалните мрежи.</p>
        <Link to="/signup" className="mt-10 inline-block rounded-xl bg-brand-600 px-8 py-4 text-lg font-semibold text-white shadow-lg hover:bg-brand-700">Започнете днес</Link>
      </main>
    </div>
  );
}
