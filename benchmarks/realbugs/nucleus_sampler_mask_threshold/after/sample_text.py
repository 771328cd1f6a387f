import jax

from nucleusgen.generator import Generator
from nucleusgen.model import BigramLM
from nucleusgen.sampling import NucleusSampler


def main(seed=0):
    model = BigramLM(vocab_size=16)
    params = model.init(jax.random.PRNGKey(42))
    generator = Generator(model, NucleusSampler(top_p=0.9, temperature=0.8), length=12)
    return generator.generate(params, first_token=3, seed=seed)


if __name__ == "__main__":
    print(main())
