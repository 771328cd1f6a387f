"""Train a small embedding table with a learning rate the schedule can change in the optimizer state."""
import jax
import jax.numpy as jnp

import tinyopt

VOCAB, DIM = 256, 16


def make_optimizer(learning_rate=1e-2):
    return tinyopt.inject_hyperparams(tinyopt.factored_rms)(learning_rate=learning_rate, min_dim_size_to_factor=8)


def loss_fn(params, ids, targets):
    vectors = params["table"][ids] @ params["proj"]
    return jnp.mean((vectors - targets) ** 2)


def init(key):
    k1, k2 = jax.random.split(key)
    params = {"table": 0.1 * jax.random.normal(k1, (VOCAB, DIM)), "proj": 0.1 * jax.random.normal(k2, (DIM, 4))}
    optimizer = make_optimizer()
    opt_state = jax.jit(optimizer.init)(params)
    return params, optimizer, opt_state


def train(num_steps=5):
    params, optimizer, opt_state = init(jax.random.PRNGKey(0))
    ids = jnp.arange(32) % VOCAB
    targets = jnp.ones((32, 4))

    @jax.jit
    def step(params, opt_state):
        loss, grads = jax.value_and_grad(loss_fn)(params, ids, targets)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return tinyopt.apply_updates(params, updates), opt_state, loss

    for _ in range(num_steps):
        params, opt_state, loss = step(params, opt_state)
    return params, opt_state, loss


if __name__ == "__main__":
    print(train()[2])
