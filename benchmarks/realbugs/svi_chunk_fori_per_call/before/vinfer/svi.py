"""Stochastic variational inference: maximise the ELBO of a guide against a log density by gradient steps."""
from typing import NamedTuple

import jax


class SVIState(NamedTuple):
    params: dict
    key: jax.Array
    loss: jax.Array


class SVI:
    def __init__(self, log_density, guide, step_size=1e-2, num_particles=4):
        self.log_density = log_density
        self.guide = guide
        self.step_size = step_size
        self.num_particles = num_particles

    def init(self, key):
        return SVIState(self.guide.init_params(), key, jax.numpy.zeros(()))

    def negative_elbo(self, params, key):
        keys = jax.random.split(key, self.num_particles)
        draws = jax.vmap(lambda k: self.guide.sample(k, params))(keys)
        return -(jax.vmap(self.log_density)(draws).mean() + self.guide.entropy(params))

    def run(self, state, num_steps):
        def body_fn(_, state):
            key, subkey = jax.random.split(state.key)
            loss, grads = jax.value_and_grad(self.negative_elbo)(state.params, subkey)
            params = jax.tree_util.tree_map(lambda p, g: p - self.step_size * g, state.params, grads)
            return SVIState(params, key, loss)

        return jax.lax.fori_loop(0, num_steps, body_fn, state)  # expect: JXL504
