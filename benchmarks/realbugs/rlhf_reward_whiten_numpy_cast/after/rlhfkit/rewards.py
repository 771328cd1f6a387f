"""Reward post-processing for PPO fine-tuning from a learned reward model."""
import jax.numpy as jnp


def whiten_rewards(scores, clip=5.0):
    # reward models often emit bfloat16: compute the statistics in float32
    scores = jnp.asarray(scores, dtype=jnp.float32)
    whitened = (scores - scores.mean()) / (scores.std() + 1e-8)
    return jnp.clip(whitened, -clip, clip)


def kl_penalized_rewards(scores, logprobs, ref_logprobs, kl_coef):
    kl = jnp.sum(logprobs - ref_logprobs, axis=-1)
    return whiten_rewards(scores) - kl_coef * kl
