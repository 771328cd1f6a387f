import equinox as eqx
import jax
import jax.numpy as jnp


def actor_loss(actor, critic, obs, alpha, key):
    dist = actor(obs)
    action, u = dist.rsample(key)
    return jnp.mean(alpha * dist.log_prob(u) - critic(obs, action))


@eqx.filter_jit
def actor_step(actor, critic, obs, alpha, key, lr):
    loss, grads = eqx.filter_value_and_grad(actor_loss)(actor, critic, obs, alpha, key)
    actor = eqx.apply_updates(actor, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return actor, loss
