import jax
import jax.numpy as jnp

from .env import initial_state, transition

MAX_STEPS = 200


def linear_policy(weights, state):
    return (state @ weights > 0).astype(jnp.int32)


@jax.jit
def batch_returns(weights, params, keys, max_episode_steps):
    """Undiscounted returns of a batch of episodes, each truncated after `max_episode_steps` steps."""

    def episode(key):
        def body(carry, t):
            state, alive = carry
            next_state, fell = transition(state, linear_policy(weights, state), params)
            alive = alive & ~fell & (t < max_episode_steps)
            return (next_state, alive), alive.astype(jnp.float32)

        _, rewards = jax.lax.scan(body, (initial_state(key), jnp.asarray(True)), jnp.arange(MAX_STEPS))
        return rewards.sum()

    return jax.vmap(episode)(keys)
