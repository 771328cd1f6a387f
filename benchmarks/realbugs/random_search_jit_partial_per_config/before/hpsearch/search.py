import functools

import jax

from .model import accuracy, init_mlp, train_step

evaluate = jax.jit(accuracy)


def sample_configs(rng, n):
    """Random search on a log scale: learning rate 10**U(-3, 0), weight decay 10**U(-5, -1)."""
    learning_rates = 10.0 ** (rng.random(n) * 3.0 - 3.0)
    weight_decays = 10.0 ** (rng.random(n) * 4.0 - 5.0)
    return [{"learning_rate": float(lr), "weight_decay": float(wd)} for lr, wd in zip(learning_rates, weight_decays)]


def run_sweep(configs, data, num_steps=100, seed=0):
    (x_train, y_train), (x_val, y_val) = data
    results = []
    for config in configs:
        params = init_mlp(jax.random.PRNGKey(seed), x_train.shape[1])
        step = jax.jit(functools.partial(train_step, **config))  # expect: JXL501
        for _ in range(num_steps):
            params = step(params, x_train, y_train)
        results.append((float(evaluate(params, x_val, y_val)), config))
    return sorted(results, key=lambda result: -result[0])
