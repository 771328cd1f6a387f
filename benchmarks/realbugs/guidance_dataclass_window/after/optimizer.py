import jax
import jax.numpy as jnp

from guidance import GuidanceParams


def _smooth(trajectory, kernel):
    return jax.vmap(lambda column: jnp.convolve(column, kernel, mode="same"), in_axes=1, out_axes=1)(trajectory)


def _guidance_cost(trajectory, target, kernel, params):
    smoothness = jnp.sum((trajectory - _smooth(trajectory, kernel)) ** 2)
    return jnp.sum((trajectory - target) ** 2) + params.smoothness_weight * smoothness


@jax.jit
def optimize_trajectory(trajectory, target, params: GuidanceParams):
    kernel = jnp.ones((params.window,)) / params.window
    cost_grad = jax.grad(_guidance_cost)

    def body(_, current):
        return current - params.step_size * cost_grad(current, target, kernel, params)

    return jax.lax.fori_loop(0, params.num_iters, body, trajectory)
