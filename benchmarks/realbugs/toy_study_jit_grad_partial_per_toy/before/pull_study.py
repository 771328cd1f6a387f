from toymc import run_toys

if __name__ == "__main__":
    pulls = run_toys(200)
    print("pull mean", pulls.mean(), "pull width", pulls.std())
