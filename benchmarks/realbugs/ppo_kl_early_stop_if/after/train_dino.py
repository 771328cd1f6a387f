import jax
import jax.numpy as jnp

from dinoppo.agent import PPOAgent
from dinoppo.config import PPOConfig
from dinoppo.losses import log_probs

OBS_DIM, NUM_ACTIONS = 6, 3


def collect_batch(key, params, size=128):
    k_obs, k_act, k_adv = jax.random.split(key, 3)
    obs = jax.random.normal(k_obs, (size, OBS_DIM))
    actions = jax.random.randint(k_act, (size,), 0, NUM_ACTIONS)
    return {
        "obs": obs,
        "actions": actions,
        "old_logp": log_probs(params, obs, actions),
        "advantages": jax.random.normal(k_adv, (size,)),
    }


def main(iterations=3):
    params = {"w": jnp.zeros((OBS_DIM, NUM_ACTIONS)), "b": jnp.zeros(NUM_ACTIONS)}
    agent = PPOAgent(PPOConfig())
    stats = None
    for key in jax.random.split(jax.random.PRNGKey(0), iterations):
        params, stats = agent.learn(params, collect_batch(key, params))
    return params, stats


if __name__ == "__main__":
    print(main()[1])
