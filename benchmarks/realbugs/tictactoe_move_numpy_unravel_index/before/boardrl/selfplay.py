import jax


class SelfPlay:
    def __init__(self, env, agent):
        self.env = env
        self.agent = agent
        self._turn = jax.jit(self.turn)

    def turn(self, weights, board, player):
        action = self.agent.act(weights, board * player, self.env.legal_mask(board))
        return self.env.play(board, action, player)

    def play_moves(self, weights, num_moves):
        board = self.env.initial_board()
        player = 1
        for _ in range(num_moves):
            board = self._turn(weights, board, player)
            player = -player
        return board
