from typing import NamedTuple

import jax
import jax.numpy as jnp

from adaptive.spectral import block_signal, block_spectrum


class FilterState(NamedTuple):
    weights: jnp.ndarray      # frequency-domain weights, B + 1 bins
    power: jnp.ndarray        # smoothed input power per bin
    previous: jnp.ndarray     # last input block, for overlap-save


class OverlapSaveFDAF:
    """Constrained frequency-domain adaptive filter (overlap-save, block size B, 2B-point transforms)."""

    def __init__(self, block_size, step_size=0.5, forgetting=0.9, eps=1e-3):
        self.block_size = block_size
        self.step_size = step_size
        self.forgetting = forgetting
        self.eps = eps
        self.process = jax.jit(self._process)

    def init(self):
        B = self.block_size
        return FilterState(jnp.zeros(B + 1, jnp.complex64), jnp.ones(B + 1), jnp.zeros(B))

    def _block(self, state, blocks):
        B = self.block_size
        x_block, desired = blocks
        X = block_spectrum(jnp.concatenate([state.previous, x_block]))
        output = block_signal(X * state.weights)[B:]
        error = desired - output
        E = block_spectrum(jnp.concatenate([jnp.zeros(B), error]))
        power = self.forgetting * state.power + (1 - self.forgetting) * jnp.abs(X) ** 2
        gradient = block_signal(jnp.conj(X) * E / (power + self.eps))[:B]
        weights = state.weights + self.step_size * block_spectrum(jnp.concatenate([gradient, jnp.zeros(B)]))
        return FilterState(weights, power, x_block), error

    def _process(self, state, x, d):
        B = self.block_size
        blocks = (x.reshape(-1, B), d.reshape(-1, B))
        state, errors = jax.lax.scan(self._block, state, blocks)
        return state, errors.reshape(-1)

    def impulse_response(self, state):
        return jnp.fft.irfft(state.weights)[:self.block_size]
