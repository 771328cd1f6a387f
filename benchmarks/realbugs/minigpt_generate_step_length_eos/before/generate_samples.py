"""Print a few continuations of fixed prompts after (or before) training, as the tutorial does."""

import jax

from minigpt.generation import TextGenerator
from minigpt.model import MiniGPT

END_OF_TEXT = 1


def main():
    model = MiniGPT(maxlen=32, vocab_size=100, embed_dim=24)
    params = model.init(jax.random.PRNGKey(0))
    generator = TextGenerator(model, params, end_id=END_OF_TEXT, top_k=10)
    for seed, prompt in enumerate([[17, 42, 5], [8, 8, 31, 2]]):
        print(generator.generate_text(prompt, 12, jax.random.PRNGKey(seed)))


if __name__ == "__main__":
    main()
