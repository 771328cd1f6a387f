import jax
import jax.numpy as jnp


def init_bigram(key, vocab_size):
    return {"table": 0.01 * jax.random.normal(key, (vocab_size, vocab_size))}


def next_token_loss(params, tokens):
    """Mean cross-entropy of each token given the one before it."""
    logits = params["table"][tokens[:, :-1]]
    targets = tokens[:, 1:]
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, targets[..., None], axis=-1))


@jax.jit
def sgd_step(params, tokens, learning_rate):
    loss, grads = jax.value_and_grad(next_token_loss)(params, tokens)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss
