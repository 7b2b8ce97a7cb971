;; RGBA frames to I420 (yuv420p), the pixel format x264 encodes, with 128-bit SIMD.
;;
;; Converting here rather than in ffmpeg's swscale takes the conversion out of ffmpeg (6-7 ms a
;; 1080p frame there) and the pipe to ffmpeg carries 3.1 MB a frame instead of 8.3 MB.
;; The numbers are BT.601 limited range, as swscale's for rgba → yuv420p:
;;   Y = (66 R + 129 G + 25 B + 128) / 256 + 16
;;   U = (-38 R - 74 G + 112 B + 128) / 256 + 128,  V = (112 R - 94 G - 18 B + 128) / 256 + 128
;; with U and V from the sum of each 2 × 2 block (so / 1024 there, and 128 + 128 · 1024 = 131584).
;;
;; Built into i420.wasm by `npm run build:wasm` (wabt); a test checks that the two agree.
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
        (br $rows))))

  ;; A photo's Ken Burns crop, bilinear, onto one plane of the frame, in two passes: each source
  ;; row the output needs is first resampled across (`$hrow`), then two such rows are blended.
  ;; The caller describes the columns in groups of 8 outputs, 48 bytes each at `$groups`: a
  ;; swizzle mask picking each output's left and right source pixel out of 16 bytes from the
  ;; group's first source column, the 8 right-hand weights (i16, 0-256), that first column (i32)
  ;; and the group's first output column (i32). `$yi`/`$yw` hold each output row's upper source row
  ;; and the lower one's weight (i32). `$buf0`/`$buf1` hold one resampled row each (i16, 8 spare):
  ;; the pixel times 128 (the 8.8 fixed point across, halved) plus 64, which rounds the last shift.
  (func $hrow (param $row i32) (param $groups i32) (param $ng i32) (param $out i32)
    (local $g i32) (local $rec i32) (local $s v128) (local $w v128)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $g) (local.get $ng)))
        (local.set $rec (i32.add (local.get $groups) (i32.mul (local.get $g) (i32.const 48))))
        (local.set $s (i8x16.swizzle
          (v128.load (i32.add (local.get $row) (i32.load offset=32 (local.get $rec))))
          (v128.load (local.get $rec))))
        (local.set $w (v128.load offset=16 (local.get $rec)))
        (v128.store (i32.add (local.get $out) (i32.shl (i32.load offset=36 (local.get $rec)) (i32.const 1)))
          (i16x8.add
            (i16x8.shr_u
              (i16x8.add
                (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $s)) (i16x8.sub (v128.const i16x8 256 256 256 256 256 256 256 256) (local.get $w)))
                (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $s)) (local.get $w)))
              (i32.const 1))
            (v128.const i16x8 64 64 64 64 64 64 64 64)))
        (local.set $g (i32.add (local.get $g) (i32.const 1)))
        (br $each))))

  (func (export "resample") (param $src i32) (param $sw i32) (param $dst i32) (param $dw i32) (param $dh i32)
    (param $groups i32) (param $ng i32) (param $yi i32) (param $yw i32) (param $buf0 i32) (param $buf1 i32)
    (local $y i32) (local $x i32) (local $xx i32) (local $j i32) (local $k0 i32) (local $k1 i32) (local $swap i32)
    (local $wy v128) (local $h0 v128)
    (local.set $k0 (i32.const -1))
    (local.set $k1 (i32.const -1))
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $y) (local.get $dh)))
        (local.set $j (i32.load (i32.add (local.get $yi) (i32.shl (local.get $y) (i32.const 2)))))
        ;; Moving down one source row, the lower row becomes the upper one.
        (if (i32.ne (local.get $k0) (local.get $j))
          (then
            (if (i32.eq (local.get $k1) (local.get $j))
              (then
                (local.set $swap (local.get $buf0)) (local.set $buf0 (local.get $buf1)) (local.set $buf1 (local.get $swap))
                (local.set $k1 (local.get $k0)) (local.set $k0 (local.get $j)))
              (else
                (call $hrow (i32.add (local.get $src) (i32.mul (local.get $j) (local.get $sw))) (local.get $groups) (local.get $ng) (local.get $buf0))
                (local.set $k0 (local.get $j))))))
        (if (i32.ne (local.get $k1) (i32.add (local.get $j) (i32.const 1)))
          (then
            (call $hrow (i32.add (local.get $src) (i32.mul (i32.add (local.get $j) (i32.const 1)) (local.get $sw))) (local.get $groups) (local.get $ng) (local.get $buf1))
            (local.set $k1 (i32.add (local.get $j) (i32.const 1)))))
        ;; The lower row's weight in Q15 (256 would be 32768, one past the largest).
        (local.set $wy (i16x8.splat (i32.sub
          (i32.shl (i32.load (i32.add (local.get $yw) (i32.shl (local.get $y) (i32.const 2)))) (i32.const 7))
          (i32.shr_u (i32.load (i32.add (local.get $yw) (i32.shl (local.get $y) (i32.const 2)))) (i32.const 8)))))
        (local.set $x (i32.const 0))
        (block $cols_done
          (loop $cols
            (br_if $cols_done (i32.ge_u (local.get $x) (local.get $dw)))
            (local.set $xx (select (local.get $x) (i32.sub (local.get $dw) (i32.const 8))
              (i32.le_u (local.get $x) (i32.sub (local.get $dw) (i32.const 8)))))
            ;; upper + (lower - upper) · weight, then / 128: the two rows hold pixel · 128 + 64.
            (local.set $h0 (v128.load (i32.add (local.get $buf0) (i32.shl (local.get $xx) (i32.const 1)))))
            (local.set $h0 (i16x8.shr_u
              (i16x8.add (local.get $h0)
                (i16x8.q15mulr_sat_s
                  (i16x8.sub (v128.load (i32.add (local.get $buf1) (i32.shl (local.get $xx) (i32.const 1)))) (local.get $h0))
                  (local.get $wy)))
              (i32.const 7)))
            (v128.store64_lane 0 (i32.add (local.get $dst) (i32.add (i32.mul (local.get $y) (local.get $dw)) (local.get $xx)))
              (i8x16.narrow_i16x8_u (local.get $h0) (local.get $h0)))
            (local.set $x (i32.add (local.get $x) (i32.const 8)))
            (br $cols)))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $rows))))

  ;; An RGBA frame with transparency (the text, panels and logo drawn over a photo), premultiplied
  ;; as the canvas's own pixels are, blended over the I420 frame at `$dst` in place:
  ;; out = over + under · (1 - a) in Y, U and V, which are linear in R, G and B. Blocks of 8 × 2 pixels
  ;; with nothing drawn on them are skipped. `$w` a multiple of 8 and `$h` even. x / 255 is
  ;; (x + 128 + ((x + 128) >> 8)) >> 8 for x up to 65 025.
  ;; `$spans` holds, for each pair of rows, where its first block with something drawn starts and
  ;; where its last one ends (two i32; 0 and 0 for none). With `$again` 0 the whole frame is read
  ;; and the spans are written; with `$again` 1 the same RGBA is laid again (a frame whose overlay
  ;; has not changed) and only the spans are read: most of an overlay is transparent.
  (func (export "blend_rgba") (param $src i32) (param $w i32) (param $h i32) (param $dst i32) (param $spans i32) (param $again i32)
    (local $j i32) (local $x i32) (local $p0 i32) (local $p1 i32) (local $end i32) (local $first i32) (local $last i32) (local $span i32)
    (local $y i32) (local $u i32) (local $v i32) (local $uBase i32) (local $vBase i32) (local $cw i32)
    (local $a v128) (local $b v128) (local $c v128) (local $d v128)
    (local $t v128) (local $q v128) (local $under v128) (local $sa v128)
    (local $r0 v128) (local $g0 v128) (local $b0 v128) (local $a0 v128)
    (local $r1 v128) (local $g1 v128) (local $b1 v128) (local $a1 v128)
    (local.set $cw (i32.shr_u (local.get $w) (i32.const 1)))
    (local.set $uBase (i32.add (local.get $dst) (i32.mul (local.get $w) (local.get $h))))
    (local.set $vBase (i32.add (local.get $uBase) (i32.mul (local.get $cw) (i32.shr_u (local.get $h) (i32.const 1)))))
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $j) (local.get $h)))
        (local.set $span (i32.add (local.get $spans) (i32.shl (local.get $j) (i32.const 2))))
        (if (local.get $again)
          (then
            (local.set $x (i32.load (local.get $span)))
            (local.set $end (i32.load offset=4 (local.get $span))))
          (else
            (local.set $x (i32.const 0))
            (local.set $end (local.get $w))
            (local.set $first (i32.const -1))
            (local.set $last (i32.const 0))))
        (block $cols_done
          (loop $cols
            (br_if $cols_done (i32.ge_u (local.get $x) (local.get $end)))
            (local.set $p0 (i32.add (local.get $src)
              (i32.shl (i32.add (i32.mul (local.get $j) (local.get $w)) (local.get $x)) (i32.const 2))))
            (local.set $p1 (i32.add (local.get $p0) (i32.shl (local.get $w) (i32.const 2))))
            (local.set $a (v128.load (local.get $p0)))
            (local.set $b (v128.load offset=16 (local.get $p0)))
            (local.set $c (v128.load (local.get $p1)))
            (local.set $d (v128.load offset=16 (local.get $p1)))
            (if (v128.any_true (v128.and
                  (v128.or (v128.or (local.get $a) (local.get $b)) (v128.or (local.get $c) (local.get $d)))
                  (v128.const i32x4 -16777216 -16777216 -16777216 -16777216)))
              (then
                (if (i32.lt_s (local.get $first) (i32.const 0)) (then (local.set $first (local.get $x))))
                (local.set $last (i32.add (local.get $x) (i32.const 8)))
                (local.set $y (i32.add (local.get $dst) (i32.add (i32.mul (local.get $j) (local.get $w)) (local.get $x))))
                (local.set $u (i32.add (i32.mul (i32.shr_u (local.get $j) (i32.const 1)) (local.get $cw)) (i32.shr_u (local.get $x) (i32.const 1))))
                (local.set $v (i32.add (local.get $vBase) (local.get $u)))
                (local.set $u (i32.add (local.get $uBase) (local.get $u)))
                ;; Row 0: R, G, B (premultiplied by A, as the canvas keeps them) and A as i16, and Y.
                (local.set $t (i8x16.shuffle 0 4 8 12 16 20 24 28 1 5 9 13 17 21 25 29 (local.get $a) (local.get $b)))
                (local.set $q (i8x16.shuffle 2 6 10 14 18 22 26 30 3 7 11 15 19 23 27 31 (local.get $a) (local.get $b)))
                (local.set $a0 (i16x8.extend_high_i8x16_u (local.get $q)))
                (local.set $b0 (i16x8.extend_low_i8x16_u (local.get $q)))
                (local.set $r0 (i16x8.extend_low_i8x16_u (local.get $t)))
                (local.set $g0 (i16x8.extend_high_i8x16_u (local.get $t)))
                (local.set $under (v128.load8x8_u (local.get $y)))
                (local.set $t
                  (i16x8.add
                    (i16x8.shr_u (i16x8.add (local.tee $q (i16x8.add (i16x8.add (i16x8.mul (local.get $under) (i16x8.sub (v128.const i16x8 255 255 255 255 255 255 255 255) (local.get $a0))) (i16x8.mul (local.get $a0) (v128.const i16x8 16 16 16 16 16 16 16 16))) (v128.const i16x8 128 128 128 128 128 128 128 128))) (i16x8.shr_u (local.get $q) (i32.const 8))) (i32.const 8))
                    (i16x8.shr_u
                      (i16x8.add
                        (i16x8.add (i16x8.mul (local.get $r0) (v128.const i16x8 66 66 66 66 66 66 66 66)) (i16x8.mul (local.get $g0) (v128.const i16x8 129 129 129 129 129 129 129 129)))
                        (i16x8.add (i16x8.mul (local.get $b0) (v128.const i16x8 25 25 25 25 25 25 25 25)) (v128.const i16x8 128 128 128 128 128 128 128 128)))
                      (i32.const 8))))
                (v128.store64_lane 0 (local.get $y) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
                ;; Row 1 the same.
                (local.set $t (i8x16.shuffle 0 4 8 12 16 20 24 28 1 5 9 13 17 21 25 29 (local.get $c) (local.get $d)))
                (local.set $q (i8x16.shuffle 2 6 10 14 18 22 26 30 3 7 11 15 19 23 27 31 (local.get $c) (local.get $d)))
                (local.set $a1 (i16x8.extend_high_i8x16_u (local.get $q)))
                (local.set $b1 (i16x8.extend_low_i8x16_u (local.get $q)))
                (local.set $r1 (i16x8.extend_low_i8x16_u (local.get $t)))
                (local.set $g1 (i16x8.extend_high_i8x16_u (local.get $t)))
                (local.set $under (v128.load8x8_u (i32.add (local.get $y) (local.get $w))))
                (local.set $t
                  (i16x8.add
                    (i16x8.shr_u (i16x8.add (local.tee $q (i16x8.add (i16x8.add (i16x8.mul (local.get $under) (i16x8.sub (v128.const i16x8 255 255 255 255 255 255 255 255) (local.get $a1))) (i16x8.mul (local.get $a1) (v128.const i16x8 16 16 16 16 16 16 16 16))) (v128.const i16x8 128 128 128 128 128 128 128 128))) (i16x8.shr_u (local.get $q) (i32.const 8))) (i32.const 8))
                    (i16x8.shr_u
                      (i16x8.add
                        (i16x8.add (i16x8.mul (local.get $r1) (v128.const i16x8 66 66 66 66 66 66 66 66)) (i16x8.mul (local.get $g1) (v128.const i16x8 129 129 129 129 129 129 129 129)))
                        (i16x8.add (i16x8.mul (local.get $b1) (v128.const i16x8 25 25 25 25 25 25 25 25)) (v128.const i16x8 128 128 128 128 128 128 128 128)))
                      (i32.const 8))))
                (v128.store64_lane 0 (i32.add (local.get $y) (local.get $w)) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
                ;; U and V of the four 2 × 2 blocks: the premultiplied sums, plus the picture under them
                ;; weighted by the uncovered share, (1020 - the sum of A) / 1020, about · 4112 / 2^22.
                (local.set $r0 (i16x8.add (local.get $r0) (local.get $r1)))
                (local.set $g0 (i16x8.add (local.get $g0) (local.get $g1)))
                (local.set $b0 (i16x8.add (local.get $b0) (local.get $b1)))
                (local.set $sa (i32x4.dot_i16x8_s (i16x8.add (local.get $a0) (local.get $a1)) (v128.const i16x8 1 1 1 1 1 1 1 1)))
                (local.set $under (i32x4.extend_low_i16x8_u (i16x8.extend_low_i8x16_u (v128.load32_zero (local.get $u)))))
                (local.set $t
                  (i32x4.add
                    (i32x4.shr_s
                      (i32x4.add
                        (i32x4.add (i32x4.dot_i16x8_s (local.get $r0) (v128.const i16x8 -38 -38 -38 -38 -38 -38 -38 -38)) (i32x4.dot_i16x8_s (local.get $g0) (v128.const i16x8 -74 -74 -74 -74 -74 -74 -74 -74)))
                        (i32x4.add (i32x4.dot_i16x8_s (local.get $b0) (v128.const i16x8 112 112 112 112 112 112 112 112)) (v128.const i32x4 512 512 512 512)))
                      (i32.const 10))
                    (i32x4.shr_u
                      (i32x4.mul
                        (i32x4.add
                          (i32x4.mul (local.get $under) (i32x4.sub (v128.const i32x4 1020 1020 1020 1020) (local.get $sa)))
                          (i32x4.add (i32x4.shl (local.get $sa) (i32.const 7)) (v128.const i32x4 510 510 510 510)))
                        (v128.const i32x4 4112 4112 4112 4112))
                      (i32.const 22))))
                (local.set $t (i16x8.narrow_i32x4_u (local.get $t) (local.get $t)))
                (v128.store32_lane 0 (local.get $u) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
                (local.set $under (i32x4.extend_low_i16x8_u (i16x8.extend_low_i8x16_u (v128.load32_zero (local.get $v)))))
                (local.set $t
                  (i32x4.add
                    (i32x4.shr_s
                      (i32x4.add
                        (i32x4.add (i32x4.dot_i16x8_s (local.get $r0) (v128.const i16x8 112 112 112 112 112 112 112 112)) (i32x4.dot_i16x8_s (local.get $g0) (v128.const i16x8 -94 -94 -94 -94 -94 -94 -94 -94)))
                        (i32x4.add (i32x4.dot_i16x8_s (local.get $b0) (v128.const i16x8 -18 -18 -18 -18 -18 -18 -18 -18)) (v128.const i32x4 512 512 512 512)))
                      (i32.const 10))
                    (i32x4.shr_u
                      (i32x4.mul
                        (i32x4.add
                          (i32x4.mul (local.get $under) (i32x4.sub (v128.const i32x4 1020 1020 1020 1020) (local.get $sa)))
                          (i32x4.add (i32x4.shl (local.get $sa) (i32.const 7)) (v128.const i32x4 510 510 510 510)))
                        (v128.const i32x4 4112 4112 4112 4112))
                      (i32.const 22))))
                (local.set $t (i16x8.narrow_i32x4_u (local.get $t) (local.get $t)))
                (v128.store32_lane 0 (local.get $v) (i8x16.narrow_i16x8_u (local.get $t) (local.get $t)))
))
            (local.set $x (i32.add (local.get $x) (i32.const 8)))
            (br $cols)))
        (if (i32.eqz (local.get $again))
          (then
            (i32.store (local.get $span) (select (i32.const 0) (local.get $first) (i32.lt_s (local.get $first) (i32.const 0))))
            (i32.store offset=4 (local.get $span) (local.get $last))))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $rows))))
  ;; An I420 frame at `$src` back to opaque RGBA at `$dst` (BT.601 studio range, the inverse of the
  ;; above): R = 1.164 (Y - 16) + 1.596 (V - 128), G = 1.164 (Y - 16) - 0.391 (U - 128) - 0.813 (V - 128),
  ;; B = 1.164 (Y - 16) + 2.018 (U - 128), in 8.8 fixed point: 298, 409, 100, 208 and 516. `$w` a
  ;; multiple of 8: 8 pixels of a row a step, in i32 lanes; narrowing with saturation clamps to 0-255.
  (func (export "i420_to_rgba") (param $src i32) (param $w i32) (param $h i32) (param $dst i32)
    (local $x i32) (local $y i32) (local $yp i32) (local $ci i32) (local $out i32)
    (local $uBase i32) (local $vBase i32) (local $cw i32)
    (local $t v128) (local $d v128) (local $e v128)
    (local $cl v128) (local $ch v128) (local $dl v128) (local $dh v128) (local $el v128) (local $eh v128)
    (local $rg v128) (local $ba v128)
    (local.set $cw (i32.shr_u (local.get $w) (i32.const 1)))
    (local.set $uBase (i32.add (local.get $src) (i32.mul (local.get $w) (local.get $h))))
    (local.set $vBase (i32.add (local.get $uBase) (i32.mul (local.get $cw) (i32.shr_u (local.get $h) (i32.const 1)))))
    (local.set $out (local.get $dst))
    (block $rows_done
      (loop $rows
        (br_if $rows_done (i32.ge_u (local.get $y) (local.get $h)))
        (local.set $yp (i32.add (local.get $src) (i32.mul (local.get $y) (local.get $w))))
        (local.set $ci (i32.mul (i32.shr_u (local.get $y) (i32.const 1)) (local.get $cw)))
        (local.set $x (i32.const 0))
        (block $cols_done
          (loop $cols
            (br_if $cols_done (i32.ge_u (local.get $x) (local.get $w)))
            ;; 298 (Y - 16) for the 8 pixels, low and high 4.
            (local.set $t (i16x8.sub (i16x8.extend_low_i8x16_u (v128.load64_zero (i32.add (local.get $yp) (local.get $x))))
              (v128.const i16x8 16 16 16 16 16 16 16 16)))
            (local.set $cl (i32x4.mul (i32x4.extend_low_i16x8_s (local.get $t)) (v128.const i32x4 298 298 298 298)))
            (local.set $ch (i32x4.mul (i32x4.extend_high_i16x8_s (local.get $t)) (v128.const i32x4 298 298 298 298)))
            ;; U - 128 and V - 128 of the 4 chroma samples, each doubled for its two pixels.
            (local.set $d (i16x8.sub (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 0 1 1 2 2 3 3 0 0 0 0 0 0 0 0
                (v128.load32_zero (i32.add (local.get $uBase) (i32.add (local.get $ci) (i32.shr_u (local.get $x) (i32.const 1))))) (local.get $t)))
              (v128.const i16x8 128 128 128 128 128 128 128 128)))
            (local.set $e (i16x8.sub (i16x8.extend_low_i8x16_u (i8x16.shuffle 0 0 1 1 2 2 3 3 0 0 0 0 0 0 0 0
                (v128.load32_zero (i32.add (local.get $vBase) (i32.add (local.get $ci) (i32.shr_u (local.get $x) (i32.const 1))))) (local.get $t)))
              (v128.const i16x8 128 128 128 128 128 128 128 128)))
            (local.set $dl (i32x4.extend_low_i16x8_s (local.get $d)))
            (local.set $dh (i32x4.extend_high_i16x8_s (local.get $d)))
            (local.set $el (i32x4.extend_low_i16x8_s (local.get $e)))
            (local.set $eh (i32x4.extend_high_i16x8_s (local.get $e)))
            ;; The +128 rounds; 298 (Y - 16) + 128 once for all three.
            (local.set $cl (i32x4.add (local.get $cl) (v128.const i32x4 128 128 128 128)))
            (local.set $ch (i32x4.add (local.get $ch) (v128.const i32x4 128 128 128 128)))
            ;; R and G bytes together, then B with an opaque alpha.
            (local.set $rg (i8x16.narrow_i16x8_u
              (i16x8.narrow_i32x4_s
                (i32x4.shr_s (i32x4.add (local.get $cl) (i32x4.mul (local.get $el) (v128.const i32x4 409 409 409 409))) (i32.const 8))
                (i32x4.shr_s (i32x4.add (local.get $ch) (i32x4.mul (local.get $eh) (v128.const i32x4 409 409 409 409))) (i32.const 8)))
              (i16x8.narrow_i32x4_s
                (i32x4.shr_s (i32x4.sub (i32x4.sub (local.get $cl) (i32x4.mul (local.get $dl) (v128.const i32x4 100 100 100 100))) (i32x4.mul (local.get $el) (v128.const i32x4 208 208 208 208))) (i32.const 8))
                (i32x4.shr_s (i32x4.sub (i32x4.sub (local.get $ch) (i32x4.mul (local.get $dh) (v128.const i32x4 100 100 100 100))) (i32x4.mul (local.get $eh) (v128.const i32x4 208 208 208 208))) (i32.const 8)))))
            (local.set $ba (i8x16.narrow_i16x8_u
              (i16x8.narrow_i32x4_s
                (i32x4.shr_s (i32x4.add (local.get $cl) (i32x4.mul (local.get $dl) (v128.const i32x4 516 516 516 516))) (i32.const 8))
                (i32x4.shr_s (i32x4.add (local.get $ch) (i32x4.mul (local.get $dh) (v128.const i32x4 516 516 516 516))) (i32.const 8)))
              (v128.const i16x8 255 255 255 255 255 255 255 255)))
            (v128.store (local.get $out) (i8x16.shuffle 0 8 16 24 1 9 17 25 2 10 18 26 3 11 19 27 (local.get $rg) (local.get $ba)))
            (v128.store offset=16 (local.get $out) (i8x16.shuffle 4 12 20 28 5 13 21 29 6 14 22 30 7 15 23 31 (local.get $rg) (local.get $ba)))
            (local.set $out (i32.add (local.get $out) (i32.const 32)))
            (local.set $x (i32.add (local.get $x) (i32.const 8)))
            (br $cols)))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $rows))))
  ;; `$n` bytes at `$dst` become dst + (src - dst) · a / 256 (`$a` 0-256), 16 at a time: a picture
  ;; crossfading into another, Y, U and V alike. `$n` a multiple of 16 (the tail is done by the caller).
  (func (export "mix") (param $dst i32) (param $src i32) (param $n i32) (param $a i32)
    (local $i i32) (local $d v128) (local $s v128) (local $av v128) (local $bv v128)
    (local.set $av (i16x8.splat (local.get $a)))
    (local.set $bv (i16x8.splat (i32.sub (i32.const 256) (local.get $a))))
    (block $done
      (loop $step
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $d (v128.load (i32.add (local.get $dst) (local.get $i))))
        (local.set $s (v128.load (i32.add (local.get $src) (local.get $i))))
        (v128.store (i32.add (local.get $dst) (local.get $i))
          (i8x16.narrow_i16x8_u
            (i16x8.shr_u
              (i16x8.add
                (i16x8.add (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $d)) (local.get $bv)) (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $s)) (local.get $av)))
                (v128.const i16x8 128 128 128 128 128 128 128 128))
              (i32.const 8))
            (i16x8.shr_u
              (i16x8.add
                (i16x8.add (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $d)) (local.get $bv)) (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $s)) (local.get $av)))
                (v128.const i16x8 128 128 128 128 128 128 128 128))
              (i32.const 8))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $step))))
)
