import jax.numpy as jnp

from poisson_fit import evaluations, neg_log_likelihood_and_grad, reset_evaluations

COUNTS = jnp.array([3.0, 5.0, 4.0, 6.0, 2.0, 4.0])


def fit(n_steps=25, learning_rate=0.02):
    reset_evaluations()
    log_rate = jnp.zeros(())
    for _ in range(n_steps):
        loss, grad = neg_log_likelihood_and_grad(log_rate, COUNTS)
        log_rate = log_rate - learning_rate * grad
    return log_rate, evaluations()


if __name__ == "__main__":
    log_rate, n_evals = fit()
    print(f"rate {float(jnp.exp(log_rate)):.3f} after {n_evals} evaluations")
