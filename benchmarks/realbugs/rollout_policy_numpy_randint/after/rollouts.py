"""Batched random rollouts, one per key, each a lax.scan over time steps."""
import jax
import jax.numpy as jnp

from gridworld import State, random_policy, step

TIMESTEPS = 200


def rollout(key):
    def body(state, step_key):
        action = random_policy(step_key, state)
        return step(state, action), action

    init = State(obs=jnp.zeros(3, dtype=jnp.int32))
    final, actions = jax.lax.scan(body, init, jax.random.split(key, TIMESTEPS))
    return final.obs, actions


batched_rollout = jax.jit(jax.vmap(rollout))


if __name__ == "__main__":
    obs, actions = batched_rollout(jax.random.split(jax.random.PRNGKey(0), 50))
    print(obs[:3], jnp.bincount(actions.ravel(), length=5))
