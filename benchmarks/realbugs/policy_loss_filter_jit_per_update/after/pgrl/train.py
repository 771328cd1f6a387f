"""REINFORCE update of an Equinox policy with a plain SGD optimiser."""

import equinox as eqx
import jax
import jax.numpy as jnp

from pgrl.returns import future_rewards


def sgd_update(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def loss_fn(model, states, rewards, actions):
    logits = jax.vmap(model)(states)
    log_probs = jax.nn.log_softmax(logits)
    chosen = jnp.take_along_axis(log_probs, actions[:, None], axis=1)[:, 0]
    return -jnp.mean(chosen * future_rewards(rewards))


@eqx.filter_jit
def train(policy, lr, eps_obs, eps_actions, eps_rewards):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy, eps_obs, eps_rewards, eps_actions)
    params, static = eqx.partition(policy, eqx.is_array)
    grads = eqx.filter(grads, eqx.is_array)
    policy = eqx.combine(sgd_update(params, grads, lr), static)
    return policy, loss
