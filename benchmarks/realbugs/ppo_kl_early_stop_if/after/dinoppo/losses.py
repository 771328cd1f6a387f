import jax
import jax.numpy as jnp


def log_probs(params, observations, actions):
    logits = observations @ params["w"] + params["b"]
    all_logp = jax.nn.log_softmax(logits)
    return jnp.take_along_axis(all_logp, actions[:, None], axis=1)[:, 0]


def ppo_loss(params, batch, clip_eps):
    new_logp = log_probs(params, batch["obs"], batch["actions"])
    ratio = jnp.exp(new_logp - batch["old_logp"])
    clipped = jnp.clip(ratio, 1.0 - clip_eps, 1.0 + clip_eps)
    loss = -jnp.mean(jnp.minimum(ratio * batch["advantages"], clipped * batch["advantages"]))
    return loss, new_logp
