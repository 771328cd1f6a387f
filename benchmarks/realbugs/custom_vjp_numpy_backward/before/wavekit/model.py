import jax.numpy as jnp

from wavekit.ops import response


class PhaseModel:
    def __init__(self, frequencies):
        self.frequencies = jnp.asarray(frequencies)

    def predict(self, params, t):
        phase = self.frequencies[None, :] * t[:, None] + params["offset"]
        return response(phase) @ params["amplitude"]
