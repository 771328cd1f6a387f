import jax.numpy as jnp

from gpkit import GP

X = jnp.linspace(0.0, 5.0, 20)[:, None]
Y = jnp.sin(X[:, 0])
X_TEST = jnp.linspace(0.5, 4.5, 7)[:, None]


def fitted_model(debug=False):
    gp = GP(alpha=1e-4, debug=debug)
    gp.fit(X, Y)
    return gp


if __name__ == "__main__":
    gp = fitted_model()
    print(gp.predict_mu(X_TEST) - jnp.sin(X_TEST[:, 0]))
