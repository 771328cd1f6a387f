import jax


def optimise_hyperparameters(emulator, log_hyper, steps=150, learning_rate=0.02):
    value_and_grad = jax.jit(jax.value_and_grad(emulator.negative_log_marginal))
    history = []
    for _ in range(steps):
        value, grad = value_and_grad(log_hyper)
        log_hyper = log_hyper - learning_rate * grad
        history.append(float(value))
    return log_hyper, history
