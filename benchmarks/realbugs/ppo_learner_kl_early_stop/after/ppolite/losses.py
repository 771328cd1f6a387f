import jax.numpy as jnp


def gaussian_log_prob(params, obs, actions):
    mean = obs @ params["w"] + params["b"]
    log_std = params["log_std"]
    return jnp.sum(-0.5 * ((actions - mean) / jnp.exp(log_std)) ** 2 - log_std - 0.9189385, axis=-1)


def ppo_loss(params, batch, clip_range):
    log_prob = gaussian_log_prob(params, batch["obs"], batch["actions"])
    log_ratio = log_prob - batch["old_log_prob"]
    ratio = jnp.exp(log_ratio)
    advantages = batch["advantages"]
    unclipped = ratio * advantages
    clipped = jnp.clip(ratio, 1.0 - clip_range, 1.0 + clip_range) * advantages
    approx_kl = jnp.mean((ratio - 1.0) - log_ratio)
    return -jnp.mean(jnp.minimum(unclipped, clipped)), approx_kl
