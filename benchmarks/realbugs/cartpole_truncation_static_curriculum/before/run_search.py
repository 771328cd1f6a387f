from funcpole.env import CartPoleParams
from funcpole.search import CurriculumRandomSearch


def main(num_stages=6):
    search = CurriculumRandomSearch(CartPoleParams())
    return search.run(num_stages)


if __name__ == "__main__":
    print(main())
