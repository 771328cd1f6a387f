import jax

from bigramlm.generate import Generator
from bigramlm.model import BigramLM


def main(top_k=5):
    model = BigramLM(vocab_size=32)
    params = model.init(jax.random.PRNGKey(0))
    generator = Generator(model, temperature=0.8)
    return generator.generate(params, prompt_token=3, key=jax.random.PRNGKey(1), length=12, top_k=top_k)


if __name__ == "__main__":
    print(main())
