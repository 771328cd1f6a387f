"""A physics-informed network for exponential decay, u'(t) = -k u(t), u(0) = 1."""

import jax
import jax.numpy as jnp


class DecayProblem:
    def __init__(self, rate, hidden):
        self.rate = rate
        self.hidden = hidden

    def init_params(self, key):
        key_in, key_out = jax.random.split(key)
        return {
            "w_in": jax.random.normal(key_in, (1, self.hidden)),
            "b_in": jnp.zeros(self.hidden),
            "w_out": jax.random.normal(key_out, (self.hidden, 1)) / jnp.sqrt(self.hidden),
        }

    def solution(self, params, t):
        hidden = jnp.tanh(jnp.reshape(t, (1,)) @ params["w_in"] + params["b_in"])
        return (hidden @ params["w_out"])[0]

    def loss(self, params, collocation_times):
        u = jax.vmap(lambda t: self.solution(params, t))(collocation_times)
        du_dt = jax.vmap(jax.grad(lambda t: self.solution(params, t)))(collocation_times)
        residual = du_dt + self.rate * u
        initial = self.solution(params, jnp.asarray(0.0)) - 1.0
        return jnp.mean(residual**2) + initial**2
