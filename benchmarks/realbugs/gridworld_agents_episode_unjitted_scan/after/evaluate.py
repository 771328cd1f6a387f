import jax
import jax.numpy as jnp

from coop.env import CooperativeGrid
from coop.policy import init_policies
from coop.rollout import run_episode


def evaluate(env, params, key, num_episodes=8, num_steps=30):
    keys = jax.random.split(key, num_episodes)
    return jnp.stack([run_episode(env, params, keys[i], num_steps) for i in range(num_episodes)])


def main():
    env = CooperativeGrid(size=7, num_agents=2)
    params_key, eval_key = jax.random.split(jax.random.PRNGKey(0))
    params = init_policies(params_key, env.num_agents)
    returns = evaluate(env, params, eval_key)
    print("mean team return per agent:", returns.mean(axis=0))
    return env, params, returns


if __name__ == "__main__":
    main()
