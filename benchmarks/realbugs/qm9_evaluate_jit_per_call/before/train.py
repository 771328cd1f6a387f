"""Training and periodic validation of the energy model."""

import jax
import jax.numpy as jnp

from config import TrainConfig
from model import batch_loss, init_params


@jax.jit
def train_step(params, batch, lr):
    grads = jax.grad(batch_loss)(params, batch)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def evaluate(params, loader):
    eval_fn = jax.jit(lambda p, batch: batch_loss(p, batch))  # expect: JXL502
    losses = [eval_fn(params, batch) for batch in loader]
    return jnp.mean(jnp.stack(losses))


def make_loader(key, n_batches, batch_size, n_nodes=5, features=3):
    batches = []
    for k in jax.random.split(key, n_batches):
        k1, k2 = jax.random.split(k)
        nodes = jax.random.normal(k1, (batch_size, n_nodes, features))
        adjacency = (jax.random.uniform(k2, (batch_size, n_nodes, n_nodes)) > 0.5).astype(jnp.float32)
        batches.append({"nodes": nodes, "adjacency": adjacency, "target": jnp.sum(nodes, axis=(1, 2))})
    return batches


def train(config=TrainConfig()):
    key = jax.random.PRNGKey(0)
    params = init_params(key, 3, config.hidden)
    train_loader = make_loader(jax.random.PRNGKey(1), 3, config.batch_size)
    val_loader = make_loader(jax.random.PRNGKey(2), 2, config.batch_size)
    history = []
    for epoch in range(config.epochs):
        for batch in train_loader:
            params = train_step(params, batch, config.lr)
        if epoch % config.eval_every == 0:
            history.append(float(evaluate(params, val_loader)))
    return params, history, val_loader


if __name__ == "__main__":
    print(train()[1])
