import jax
import jax.numpy as jnp

from armfit import utils
from armfit.kinematics import marker_positions


def _marker_loss(q, markers, link_lengths):
    return jnp.sum((marker_positions(q, link_lengths) - markers) ** 2)


@jax.jit
def fit_frame(q_init, markers, link_lengths, learning_rate):
    grad_fn = jax.grad(_marker_loss)
    q = jax.lax.fori_loop(0, 200, lambda _, q: q - learning_rate * grad_fn(q, markers, link_lengths), q_init)
    return q


def fit_clip(marker_frames):
    link_lengths = jnp.asarray(utils.params["link_lengths"])
    poses = []
    q_init = jnp.zeros(2)
    for markers in marker_frames:
        # Each frame starts from the previous frame's fit, carried here rather than in shared settings.
        q_init = fit_frame(q_init, markers, link_lengths, utils.params["learning_rate"])
        poses.append(q_init)
    return jnp.stack(poses)
