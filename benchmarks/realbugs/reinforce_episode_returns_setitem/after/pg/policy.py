import jax
import jax.numpy as jnp

from .returns import discounted_returns, normalise


def action_probs(weights, state):
    return jax.nn.softmax(state @ weights)


def episode_loss(weights, states, actions, rewards, gamma):
    """Negative REINFORCE objective of one episode: -sum_t G_t log pi(a_t | s_t)."""
    returns = normalise(discounted_returns(rewards, gamma))
    logp = jax.nn.log_softmax(states @ weights)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    return -jnp.sum(returns * chosen)


def batch_loss(weights, states, actions, rewards, gamma):
    losses = jax.vmap(episode_loss, in_axes=(None, 0, 0, 0, None))(weights, states, actions, rewards, gamma)
    return jnp.mean(losses)


policy_gradient = jax.jit(jax.grad(batch_loss))
