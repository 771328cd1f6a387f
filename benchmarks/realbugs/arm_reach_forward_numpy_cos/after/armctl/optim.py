from typing import NamedTuple

import jax.numpy as jnp


class AdamState(NamedTuple):
    step: jnp.ndarray
    m: jnp.ndarray
    v: jnp.ndarray


class Adam:
    def __init__(self, learning_rate=0.05, b1=0.9, b2=0.999, eps=1e-8):
        self.learning_rate = learning_rate
        self.b1 = b1
        self.b2 = b2
        self.eps = eps

    def init(self, params):
        return AdamState(jnp.zeros((), jnp.int32), jnp.zeros_like(params), jnp.zeros_like(params))

    def update(self, params, grads, state):
        step = state.step + 1
        m = self.b1 * state.m + (1 - self.b1) * grads
        v = self.b2 * state.v + (1 - self.b2) * grads ** 2
        m_hat = m / (1 - self.b1 ** step)
        v_hat = v / (1 - self.b2 ** step)
        params = params - self.learning_rate * m_hat / (jnp.sqrt(v_hat) + self.eps)
        return params, AdamState(step, m, v)
