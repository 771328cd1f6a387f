import jax

from tinylm.generate import Generator
from tinylm.sampling import NucleusSampler


def main(length=8, vocab=16):
    params = {"table": 3.0 * jax.random.normal(jax.random.PRNGKey(0), (vocab, vocab))}
    generator = Generator(params, NucleusSampler(top_p=0.8, temperature=0.7))
    return generator.generate(jax.random.PRNGKey(1), 0, length)


if __name__ == "__main__":
    print(main())
