import jax

from dantgen.config import SamplingConfig
from dantgen.generate import Generator


def main():
    table = jax.random.normal(jax.random.PRNGKey(0), (30, 30))
    generator = Generator(num_tokens=16)
    config = SamplingConfig(temperature=1.3, top_k=5)
    return table, generator(table, 2, seed=0, config=config)


if __name__ == "__main__":
    print(main()[1])
