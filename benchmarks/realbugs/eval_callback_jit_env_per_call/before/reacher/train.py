"""Random-search training of the linear policy, with a user callback at every evaluation."""

from functools import partial

import jax
import jax.numpy as jnp

from reacher.policy import init_policy, make_policy


def rollout(env, params, rng, episode_length):
    def body(state, _):
        state = env.step(state, make_policy(params)(state.obs))
        return state, state.reward

    _, rewards = jax.lax.scan(body, env.reset(rng), None, length=episode_length)
    return jnp.sum(rewards)


def train(env, num_evals, steps_per_eval, episode_length, policy_params_fn, rng):
    params = init_policy(env.observation_size, env.action_size)
    episode_return = jax.jit(partial(rollout, env, episode_length=episode_length))
    for evaluation in range(num_evals):
        for _ in range(steps_per_eval):
            rng, noise_key, episode_key = jax.random.split(rng, 3)
            noise = jax.tree_util.tree_map(lambda p: 0.1 * jax.random.normal(noise_key, p.shape), params)
            plus = jax.tree_util.tree_map(jnp.add, params, noise)
            minus = jax.tree_util.tree_map(jnp.subtract, params, noise)
            gain = episode_return(plus, episode_key) - episode_return(minus, episode_key)
            params = jax.tree_util.tree_map(lambda p, n: p + 0.05 * gain * n, params, noise)
        policy_params_fn(evaluation * steps_per_eval, make_policy, params)
    return params
