import jax

from storygpt.generate import GreedyGenerator
from storygpt.model import GPT

VOCAB = list("abcdefghijklmnopqrstuvwxyz .")


def encode(text):
    return [VOCAB.index(ch) for ch in text]


def decode(tokens):
    return "".join(VOCAB[t] for t in tokens)


def main():
    model = GPT(len(VOCAB))
    generator = GreedyGenerator(model, model.init(jax.random.PRNGKey(0)))
    prompt = encode("once upon")
    return generator, prompt, decode(generator.generate(prompt, 4))


if __name__ == "__main__":
    print(main()[-1])
