"""Learning-rate sweep: train the same model from the same seed at each rate and compare validation metrics."""

import jax

from sweeps.data import make_split
from sweeps.model import accuracy, cross_entropy, init_params, sgd_step

LEARNING_RATES = [1e-3, 1e-2, 1e-1, 1.0, 3.0]

# One compiled step for every rate: the rate is a traced argument, not a constant baked into a new function.
jitted_sgd_step = jax.jit(sgd_step)


def fit(train, lr, epochs=40):
    params = init_params(jax.random.PRNGKey(123))
    x, y = train
    for _ in range(epochs):
        params, _ = jitted_sgd_step(params, x, y, lr)
    return params


def sweep(train, val, learning_rates=LEARNING_RATES):
    results = []
    for lr in learning_rates:
        params = fit(train, lr)
        results.append({
            "lr": lr,
            "train_loss": float(cross_entropy(params, *train)),
            "val_loss": float(cross_entropy(params, *val)),
            "val_acc": float(accuracy(params, *val)),
        })
    return results


def main():
    train, val = make_split(jax.random.PRNGKey(11))
    results = sweep(train, val)
    return train, val, results


if __name__ == "__main__":
    for row in main()[2]:
        print(row)
