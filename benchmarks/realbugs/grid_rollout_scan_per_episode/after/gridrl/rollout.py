from functools import partial

import jax
import jax.numpy as jnp

from gridrl import env


def policy(params, key, position):
    logits = params[position[0], position[1]]
    return jax.random.categorical(key, logits)


@partial(jax.jit, static_argnames=("num_steps",))
def rollout(key, params, num_steps):
    def policy_step(carry, _):
        position, key = carry
        key, act_key = jax.random.split(key)
        action = policy(params, act_key, position)
        position, reward = env.step(position, action)
        return (position, key), reward

    key, reset_key = jax.random.split(key)
    _, rewards = jax.lax.scan(policy_step, (env.reset(reset_key), key), None, length=num_steps)
    return jnp.sum(rewards)
