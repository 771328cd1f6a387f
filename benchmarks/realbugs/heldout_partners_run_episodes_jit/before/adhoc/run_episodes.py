"""Play batches of episodes between an ego agent and a partner."""

import jax
import jax.numpy as jnp

from adhoc import coordination


def play_episode(ego_policy, ego_params, partner_policy, partner_params, key):
    def body(state, step_key):
        ego_key, partner_key = jax.random.split(step_key)
        obs = coordination.observe(state)
        ego_action = ego_policy(ego_params, obs, ego_key)
        partner_action = partner_policy(partner_params, obs, partner_key)
        return coordination.step(state, ego_action, partner_action)

    keys = jax.random.split(key, coordination.EPISODE_LENGTH)
    _, rewards = jax.lax.scan(body, coordination.initial_state(), keys)
    return jnp.sum(rewards)


def run_episodes(ego_policy, ego_params, partner_policy, partner_params, key, num_episodes):
    keys = jax.random.split(key, num_episodes)
    play = jax.vmap(lambda k: play_episode(ego_policy, ego_params, partner_policy, partner_params, k))
    returns = jax.jit(play)(keys)  # expect: JXL502
    return returns
