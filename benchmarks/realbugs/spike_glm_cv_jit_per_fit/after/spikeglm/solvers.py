import jax


def gradient_descent(loss, init, X, y, step_size, n_iter):
    grad = jax.grad(loss)

    def body(_, coef):
        return coef - step_size * grad(coef, X, y)

    return jax.lax.fori_loop(0, n_iter, body, init)
