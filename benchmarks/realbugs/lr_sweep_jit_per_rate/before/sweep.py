import jax

from problem import initial_params, loss
from tinyopt import momentum


def make_train_step(tx):
    def train_step(params, state):
        value, grads = jax.value_and_grad(loss)(params)
        updates, state = tx.update(grads, state)
        params = jax.tree.map(lambda p, u: p + u, params, updates)
        return params, state, value

    return train_step


def run_sweep(learning_rates, n_steps=20):
    final_losses = {}
    for lr in learning_rates:
        tx = momentum(lr)
        step = jax.jit(make_train_step(tx))  # expect: JXL501
        params = initial_params()
        state = tx.init(params)
        for _ in range(n_steps):
            params, state, value = step(params, state)
        final_losses[lr] = value
    return final_losses


if __name__ == "__main__":
    print(run_sweep((0.1, 0.03, 0.01)))
