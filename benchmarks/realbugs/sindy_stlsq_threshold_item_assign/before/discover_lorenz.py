import jax.numpy as jnp

from eqdisc.library import polynomial_library
from eqdisc.lorenz import simulate
from eqdisc.stlsq import STLSQ


def main():
    states, derivatives = simulate(jnp.array([-8.0, 8.0, 27.0]))
    theta, labels = polynomial_library(states)
    xi = STLSQ(threshold=0.5).fit(theta, derivatives)
    for k, lhs in enumerate(("x'", "y'", "z'")):
        terms = [f"{float(xi[j, k]):+.3f} {labels[j]}" for j in range(len(labels)) if xi[j, k] != 0.0]
        print(lhs, "=", " ".join(terms))
    return xi, labels


if __name__ == "__main__":
    main()
