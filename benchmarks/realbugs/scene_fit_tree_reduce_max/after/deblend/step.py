"""One gradient step of the scene fit, compiled once for all iterations."""

import jax
import jax.numpy as jnp

from deblend.convergence import max_relative_change


def render(params, grid):
    """Sum of circular Gaussian profiles evaluated on the pixel grid."""
    ys, xs = grid
    image = jnp.zeros_like(ys)
    for flux, center, width in zip(params["flux"], params["center"], params["width"]):
        r2 = (ys - center[0]) ** 2 + (xs - center[1]) ** 2
        image = image + flux * jnp.exp(-0.5 * r2 / width**2)
    return image


def loss_fn(params, observation, weights, grid):
    residual = render(params, grid) - observation
    return 0.5 * jnp.sum(weights * residual**2)


@jax.jit
def make_step(params, observation, weights, grid, step_sizes):
    loss, grads = jax.value_and_grad(loss_fn)(params, observation, weights, grid)
    new_params = jax.tree_util.tree_map(lambda p, g, s: p - s * g, params, grads, step_sizes)
    change = max_relative_change(params, new_params)
    return new_params, loss, change
