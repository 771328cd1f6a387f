"""Maximum a posteriori fit by gradient ascent on the model's log joint density."""

from functools import partial

import jax
import jax.numpy as jnp

from tinyppl.primitives import log_density


@partial(jax.jit, static_argnums=1)
def _log_joint_and_grad(params, model, args):
    return jax.value_and_grad(log_density, argnums=1)(model, params, args)


class MAP:
    def __init__(self, model, step_size=1e-2):
        self.model = model
        self.step_size = step_size

    def run(self, init_params, *args, num_steps=100):
        params = {k: jnp.asarray(v, dtype=jnp.float32) for k, v in init_params.items()}
        for _ in range(num_steps):
            _, grads = _log_joint_and_grad(params, self.model, args)
            params = jax.tree_util.tree_map(lambda p, g: p + self.step_size * g, params, grads)
        self.params = params
        return params
