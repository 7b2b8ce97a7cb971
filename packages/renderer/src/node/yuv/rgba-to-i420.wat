;; RGBA frames to I420 (yuv420p), the pixel format x264 encodes, with 128-bit SIMD.
;;
;; Converting here rather than in ffmpeg's swscale takes the conversion out of ffmpeg (6-7 ms a
;; 1080p frame there) and the pipe to ffmpeg carries 3.1 MB a frame instead of 8.3 MB.
;; The numbers are BT.601 limited range, as swscale's for rgba → yuv420p:
;;   Y = (66 R + 129 G + 25 B + 128) / 256 + 16
;;   U = (-38 R - 74 G + 112 B + 128) / 256 + 128,  V = (112 R - 94 G - 18 B + 128) / 256 + 128
;; with U and V from the sum of each 2 × 2 block (so / 1024 there, and 128 + 128 · 1024 = 131584).
;;
;; Built into rgba-to-i420.wasm by `npm run build:wasm` (wabt); a test checks that the two agree.
;; The loop body is written out in full: V8 (Node 20) does not inline calls between wasm functions.

(module
  (memory (export "memory") 1)

  ;; `$w` and `$h` even, `$w` at least 8. The Y plane goes to `$dst`, then U, then V.
  (func (export "rgba_to_i420") (param $src i32) (param $w i32) (param $h i32) (param $dst i32)
    (local $j i32) (local $x i32) (local $xx i32) (local $p0 i32) (local $p1 i32)
    (local $y i32) (local $u i32) (local $v i32) (local $uBase i32) (local $vBase i32) (local $cw i32)
    (local $a v128) (local $b v128) (local $t v128)
    (local $r0 v128) (local $g0 v128) (local $b0 v128) (local $r1 v128) (local $g1 v128) (local $b1 v128)
    (local.set $cw (i32.shr_u (local.get $w) (i32.const 1)))
    (local.set $uBase (i32.add (local.get $dst) (i32.mul (local.get $w) (local.get $h))))
    (local.set $vBase (i32.add (local.get $uBase) (i32.mul (local.get $cw) (i32.shr_u (local.get $h) (i32.const 1)))))
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $j) (local.get $h)))
        (local.set $x (i32.const 0))
        (block $cols_done
          (loop $cols
            (br_if $cols_done (i32.ge_u (local.get $x) (local.get $w)))
            ;; 8 pixels of two rows a step; the last step of a row whose width is not a multiple
            ;; of 8 overlaps the one before it (the same pixels, written twice).
            (local.set $xx (select (local.get $x) (i32.sub (local.get $w) (i32.const 8))
              (i32.le_u (local.get $x) (i32.sub (local.get $w) (i32.const 8)))))
            (local.set $p0 (i32.add (local.get $src)
              (i32.shl (i32.add (i32.mul (local.get $j) (local.get $w)) (local.get $xx)) (i32.const 2))))
            (local.set $p1 (i32.add (local.get $p0) (i32.shl (local.get $w) (i32.const 2))))
            (local.set $y (i32.add (local.get $dst) (i32.add (i32.mul (local.get $j) (local.get $w)) (local.get $xx))))
            (local.set $u (i32.add (i32.mul (i32.shr_u (local.get $j) (i32.const 1)) (local.get $cw)) (i32.shr_u (local.get $xx) (i32.const 1))))
            (local.set $v (i32.add (local.get $vBase) (local.get $u)))
            (local.set $u (i32.add (local.get $uBase) (local.get $u)))
            ;; R, G and B of the 8 pixels of both rows, as i16.
            (local.set $a (v128.load (local.get $p0)))
            (local.set $b (v128.load offset=16 (local.get $p0)))
            (local.set $t (i8x16.shuffle 0 4 8 12 16 20 24 28 1 5 9 13 17 21 25 29 (local.get $a) (local.get $b)))
            (local.set $r0 (i16x8.extend_low_i8x16_u (local.get $t)))
            (local.set $g0 (i16x8.extend_high_i8x16_u (local.get $t)))
            (local.set $b0 (i16x8.extend_low_i8x16_u
              (i8x16.shuffle 2 6 10 14 18 22 26 30 2 6 10 14 18 22 26 30 (local.get $a) (local.get $b))))
            (local.set $a (v128.load (local.get $p1)))
            (local.set $b (v128.load offset=16 (local.get $p1)))
            (local.set $t (i8x16.shuffle 0 4 8 12 16 20 24 28 1 5 9 13 17 21 25 29 (local.get $a) (local.get $b)))
            (local.set $r1 (i16x8.extend_low_i8x16_u (local.get $t)))
            (local.set $g1 (i16x8.extend_high_i8x16_u (local.get $t)))
            (local.set $b1 (i16x8.extend_low_i8x16_u
              (i8x16.shuffle 2 6 10 14 18 22 26 30 2 6 10 14 18 22 26 30 (local.get $a) (local.get $b))))
            ;; Y: (66 R + 129 G + 25 B + 4224) / 256 fits in 16 unsigned bits.
            (local.set $t
              (i16x8.shr_u
                (i16x8.add
                  (i16x8.add (i16x8.mul (local.get $r0) (v128.const i16x8 66 66 66 66 66 66 66 66)) (i16x8.mul (local.get $g0) (v128.const i16x8 129 129 129 129 129 129 129 129)))
                  (i16x8.add (i16x8.mul (local.get $b0) (v128.const i16x8 25 25 25 25 25 25 25 25)) (v128.const i16x8 4224 4224 4224 4224 4224 4224 4224 4224)))
                (i32.const 8))
            )
            (v128.store64_lane 0 (local.get $y) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
            (local.set $t
              (i16x8.shr_u
                (i16x8.add
                  (i16x8.add (i16x8.mul (local.get $r1) (v128.const i16x8 66 66 66 66 66 66 66 66)) (i16x8.mul (local.get $g1) (v128.const i16x8 129 129 129 129 129 129 129 129)))
                  (i16x8.add (i16x8.mul (local.get $b1) (v128.const i16x8 25 25 25 25 25 25 25 25)) (v128.const i16x8 4224 4224 4224 4224 4224 4224 4224 4224)))
                (i32.const 8))
            )
            (v128.store64_lane 0 (i32.add (local.get $y) (local.get $w)) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
            ;; U and V of the four 2 × 2 blocks: rows added, then each pair of columns by the dot product.
            (local.set $r0 (i16x8.add (local.get $r0) (local.get $r1)))
            (local.set $g0 (i16x8.add (local.get $g0) (local.get $g1)))
            (local.set $b0 (i16x8.add (local.get $b0) (local.get $b1)))
            (local.set $t
              (i32x4.shr_s
                (i32x4.add
                  (i32x4.add (i32x4.dot_i16x8_s (local.get $r0) (v128.const i16x8 -38 -38 -38 -38 -38 -38 -38 -38)) (i32x4.dot_i16x8_s (local.get $g0) (v128.const i16x8 -74 -74 -74 -74 -74 -74 -74 -74)))
                  (i32x4.add (i32x4.dot_i16x8_s (local.get $b0) (v128.const i16x8 112 112 112 112 112 112 112 112)) (v128.const i32x4 131584 131584 131584 131584)))
                (i32.const 10))
            )
            (local.set $t (i16x8.narrow_i32x4_u (local.get $t) (local.get $t)))
            (v128.store32_lane 0 (local.get $u) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
            (local.set $t
              (i32x4.shr_s
                (i32x4.add
                  (i32x4.add (i32x4.dot_i16x8_s (local.get $r0) (v128.const i16x8 112 112 112 112 112 112 112 112)) (i32x4.dot_i16x8_s (local.get $g0) (v128.const i16x8 -94 -94 -94 -94 -94 -94 -94 -94)))
                  (i32x4.add (i32x4.dot_i16x8_s (local.get $b0) (v128.const i16x8 -18 -18 -18 -18 -18 -18 -18 -18)) (v128.const i32x4 131584 131584 131584 131584)))
                (i32.const 10))
            )
            (local.set $t (i16x8.narrow_i32x4_u (local.get $t) (local.get $t)))
            (v128.store32_lane 0 (local.get $v) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
            (local.set $x (i32.add (local.get $x) (i32.const 8)))
            (br $cols)))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $rows)))))
