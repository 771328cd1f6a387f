import jax

from chatserve.model import init_params
from chatserve.server import ChatServer

REQUESTS = [[5, 7, 3, 2], [4, 4, 9, 11], [13, 2, 6, 8]]


def main(requests=REQUESTS):
    server = ChatServer(init_params(jax.random.PRNGKey(0)))
    return [server.handle(prompt) for prompt in requests]


if __name__ == "__main__":
    for reply in main():
        print(reply)
