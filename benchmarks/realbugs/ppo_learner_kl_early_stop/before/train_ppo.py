import jax
import jax.numpy as jnp

from ppolite import PPOConfig, PPOLearner
from ppolite.losses import gaussian_log_prob


def make_rollout(key, params, size=256):
    obs_key, act_key, adv_key = jax.random.split(key, 3)
    obs = jax.random.normal(obs_key, (size, 3))
    mean = obs @ params["w"] + params["b"]
    actions = mean + jnp.exp(params["log_std"]) * jax.random.normal(act_key, mean.shape)
    return {
        "obs": obs,
        "actions": actions,
        "old_log_prob": gaussian_log_prob(params, obs, actions),
        "advantages": jax.random.normal(adv_key, (size,)),
    }


def main(iterations=3):
    params = {"w": jnp.zeros((3, 2)), "b": jnp.zeros(2), "log_std": jnp.zeros(2)}
    learner = PPOLearner(PPOConfig())
    key = jax.random.PRNGKey(0)
    kls = []
    for _ in range(iterations):
        key, rollout_key = jax.random.split(key)
        batch = make_rollout(rollout_key, params)
        params, approx_kl = learner.train(params, batch)
        kls.append(float(approx_kl))
    return params, kls


if __name__ == "__main__":
    print(main())
