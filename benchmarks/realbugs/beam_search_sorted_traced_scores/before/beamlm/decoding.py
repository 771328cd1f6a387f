import functools

import jax
import jax.numpy as jnp

from .scoring import expand_beam


@functools.partial(jax.jit, static_argnames=("beam_width", "max_len"))
def beam_search(table, start_token, beam_width=3, max_len=6):
    beams = [(jnp.float32(0.0), [start_token])]
    for _ in range(max_len):
        candidates = []
        for score, seq in beams:
            candidates.extend(expand_beam(table, score, seq, beam_width))
        beams = sorted(candidates, key=lambda c: c[0], reverse=True)[:beam_width]  # expect: JXL103
    best_score, best_seq = beams[0]
    return best_score, jnp.stack(best_seq).astype(jnp.int32)
