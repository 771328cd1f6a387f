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
    utils.params["warm_start"] = q  # expect: JXL202
    return q


def fit_clip(marker_frames):
    link_lengths = jnp.asarray(utils.params["link_lengths"])
    poses = []
    for markers in marker_frames:
        q_init = utils.params.get("warm_start", jnp.zeros(2))
        poses.append(fit_frame(q_init, markers, link_lengths, utils.params["learning_rate"]))
    return jnp.stack(poses)
