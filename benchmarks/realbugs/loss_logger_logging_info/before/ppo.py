import jax
import jax.numpy as jnp

from reporting import _log_loss


def loss_fn(params, obs, actions, advantages):
    logits = obs @ params["w"] + params["b"]
    log_probs = jax.nn.log_softmax(logits)
    chosen = jnp.take_along_axis(log_probs, actions[:, None], axis=1)[:, 0]
    policy_loss = -(chosen * advantages)
    entropy = -jnp.sum(jnp.exp(log_probs) * log_probs, axis=-1)
    return policy_loss, entropy


@jax.jit
def update(params, obs, actions, advantages, lr=1e-2):
    def objective(p):
        policy_loss, entropy = loss_fn(p, obs, actions, advantages)
        return jnp.mean(policy_loss) - 0.01 * jnp.mean(entropy), (policy_loss, entropy)

    grads, total_loss = jax.grad(objective, has_aux=True)(params)
    _log_loss(total_loss)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
