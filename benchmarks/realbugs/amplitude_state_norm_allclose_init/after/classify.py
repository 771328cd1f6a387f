import jax
import jax.numpy as jnp

from qsim import AmplitudeClassifier


def main():
    z_first = jnp.diag(jnp.array([1.0, 1.0, -1.0, -1.0], dtype=jnp.complex64))
    classifier = AmplitudeClassifier(n_qubits=2, observable=z_first)
    features = jax.random.uniform(jax.random.PRNGKey(3), (8, 4), minval=0.1, maxval=1.0)
    return classifier.scores(jnp.array([0.3, -1.1]), features)


if __name__ == "__main__":
    print(main())
