import functools

import jax

from .losses import clipped_surrogate_loss
from .policy import gaussian_log_prob


def ppo_objective(params, actions, old_log_probs, advantages, epsilon):
    return clipped_surrogate_loss(gaussian_log_prob(params, actions), old_log_probs, advantages, epsilon)


@functools.partial(jax.jit, static_argnames=("num_epochs",))
def ppo_update(params, actions, old_log_probs, advantages, learning_rate=0.05, epsilon=0.2, num_epochs=4):
    """Several gradient steps on the same batch; the clip keeps the new policy close to the one that acted."""
    for _ in range(num_epochs):
        grads = jax.grad(ppo_objective)(params, actions, old_log_probs, advantages, epsilon)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params
