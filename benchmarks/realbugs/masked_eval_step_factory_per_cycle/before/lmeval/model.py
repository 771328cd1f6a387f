import jax
import jax.numpy as jnp


def init_params(key, vocab, n_components):
    k1, k2 = jax.random.split(key)
    return {"w": 0.1 * jax.random.normal(k1, (n_components, vocab)),
            "embed": 0.1 * jax.random.normal(k2, (vocab, n_components))}


def apply_with_mask(params, inputs, component_mask):
    """Logits of the decomposed layer with some of its rank-one components switched off."""
    hidden = params["embed"][inputs] * component_mask
    return hidden @ params["w"]


def cross_entropy(logits, labels):
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[..., None], axis=-1))


@jax.jit
def train_step(params, batch):
    def loss_fn(params):
        full_mask = jnp.ones(params["w"].shape[0])
        return cross_entropy(apply_with_mask(params, batch["inputs"], full_mask), batch["labels"])

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads), loss
