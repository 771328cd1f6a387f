import jax.numpy as jnp

from qchain.ising import TransverseFieldIsing


def main():
    chain = TransverseFieldIsing(num_sites=6)
    fields = jnp.linspace(0.1, 3.0, 8)
    return fields, chain.transverse_magnetization(fields)


if __name__ == "__main__":
    fields, mx = main()
    print(mx)
