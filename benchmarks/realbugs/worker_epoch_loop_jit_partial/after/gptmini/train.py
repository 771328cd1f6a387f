import jax

from gptmini.model import next_token_loss


@jax.jit
def train_step(params, tokens, learning_rate):
    loss, grads = jax.value_and_grad(next_token_loss)(params, tokens)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss


def train_loop_per_worker(params, dataset, config):
    """The function each worker runs: a few epochs over its shard of token batches."""
    history = []
    for epoch in range(config["num_epochs"]):
        for tokens in dataset:
            params, loss = train_step(params, tokens, config["lr"])
        history.append({"epoch": epoch, "loss": float(loss)})
    return params, history
